export { createEventsCache, type EventsCache, type EventsClient } from './api/events-cache';
export { EventsCacheContext } from './api/events-cache-context';
export { useEvents, type EventsView } from './hooks/use-events';
