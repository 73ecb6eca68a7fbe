export { cn } from './lib/cn';
export * from './components/button';
export * from './components/spinner';
