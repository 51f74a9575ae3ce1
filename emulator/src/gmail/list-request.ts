import { readBoolean, readPageSize } from '../server/query';
import type { ListFilter } from './message-query';

/** The parameters messages.list and threads.list both take. */
export const LIST_QUERY_PARAMS = ['q', 'labelIds', 'pageToken', 'maxResults', 'includeSpamTrash'];

export interface ListRequest {
  filter: ListFilter;
  pageToken: string | null;
  /** maxResults: default 100, at most 500, as Gmail. */
  pageSize: number;
}

/** Reads a list request's filter and page from its query string. */
export function readListRequest(query: URLSearchParams): ListRequest {
  return {
    filter: {
      q: query.get('q') ?? '',
      labelIds: query.getAll('labelIds'),
      includeSpamTrash: readBoolean(query, 'includeSpamTrash', false),
    },
    pageToken: query.get('pageToken'),
    pageSize: readPageSize(query, 100, 500),
  };
}
