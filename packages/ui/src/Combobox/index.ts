export { Combobox, type ComboboxOption, type ComboboxProps } from './Combobox.tsx';
