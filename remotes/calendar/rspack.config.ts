import { createAppConfig } from '@mail/rspack-config';

export default createAppConfig({
  dirname: __dirname,
  name: 'calendar',
  port: 3004,
  exposes: {
    './DayCalendar': './src/exposes/day-calendar.tsx',
    './MonthCalendar': './src/exposes/month-calendar.tsx',
    './embed': './src/exposes/embed.tsx',
  },
  // For pages without the shell: dist/standalone/calendar-embed.js sets window.MailCalendar.
  standaloneBundles: { 'calendar-embed': './src/embed/standalone.ts' },
});
