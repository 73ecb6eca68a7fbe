export { Tooltip, TooltipProvider, type TooltipProps, type TooltipProviderProps } from './tooltip';
