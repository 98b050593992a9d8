export {
  type DateRange,
  DateRangePicker,
  type DateRangePickerProps,
  type DateRangeProblem,
  dateRangeProblem,
} from './DateRangePicker.tsx';
