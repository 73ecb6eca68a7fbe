export { CodeBoxes, codeBoxVariants, type CodeBoxesProps } from './code-boxes';
