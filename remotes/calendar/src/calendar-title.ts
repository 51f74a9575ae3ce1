/** The calendar's heading; the independent-deployment browser test rebuilds the remote with another. */
export const calendarTitle = 'Calendar';
