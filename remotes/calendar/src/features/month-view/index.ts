export { MonthView, type MonthViewProps } from './components/month-view';
