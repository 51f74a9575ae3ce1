const UNITS = ['bytes', 'KB', 'MB', 'GB'];

/**
 * The product's one way to say a size (attachment chips, previews, the size-limit messages):
 * 1024-based like Gmail's limits (25 MB = 25 × 1024² bytes), '820 bytes', '13 KB', then MB and GB
 * with one decimal, rounded to nearest ('25.7 MB'), so a file and a limit message about it agree.
 */
export function formatFileSize(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const oneDecimal = unit >= 2 || value < 10;
  const shown = unit === 0 || !oneDecimal ? Math.round(value) : Math.round(value * 10) / 10;
  return `${shown} ${UNITS[unit]}`;
}
