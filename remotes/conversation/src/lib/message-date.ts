import dayjs from 'dayjs';

/** A message's date as the conversation shows it (spec: dd MMM yyyy, hh:mm a), e.g. '07 Mar 2026, 09:05 AM'. */
export function formatMessageDate(internalDate: number): string {
  return dayjs(internalDate).format('DD MMM YYYY, hh:mm A');
}
