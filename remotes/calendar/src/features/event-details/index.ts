export { useEventDetails } from './hooks/use-event-details';
