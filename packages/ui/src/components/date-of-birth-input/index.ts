export { DateOfBirthInput, dateOfBirthBoxVariants, type DateOfBirthInputProps } from './date-of-birth-input';
export { ageOn, formatPickerDate, fromDateParts, toDateParts, type DateParts } from './date-parts';
