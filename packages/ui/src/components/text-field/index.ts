export { TextField, textFieldVariants, type TextFieldProps } from './text-field';
