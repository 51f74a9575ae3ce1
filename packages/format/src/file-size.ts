const UNITS = ['bytes', 'KB', 'MB', 'GB'];

/** A size as people read it: '820 bytes', '12 KB', '3.4 MB' (1024-based, as Gmail shows). */
export function formatFileSize(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const shown = unit === 0 || value >= 10 ? Math.round(value) : Math.round(value * 10) / 10;
  return `${shown} ${UNITS[unit]}`;
}
