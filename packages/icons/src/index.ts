export {
  ArchiveIcon,
  AttachmentIcon,
  BackIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  CloseIcon,
  ComposeIcon,
  MarkUnreadIcon,
  SearchIcon,
  StarIcon,
} from './icons';
