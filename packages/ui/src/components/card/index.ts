export {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  cardVariants,
  type CardHeaderProps,
  type CardProps,
  type CardTitleProps,
} from './card';
