export { Checkbox, checkboxVariants, type CheckboxProps, type CheckboxCheckedState } from './checkbox';
