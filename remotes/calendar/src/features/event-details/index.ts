export {
  EventDetailsDialog,
  type EventDetailsDialogProps,
} from './components/event-details-dialog';
