export { DayView, type DayViewProps } from './components/day-view';
