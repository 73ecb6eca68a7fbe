/*
 * The kit's one icon set: Lucide (https://lucide.dev, ISC), imported by name so a bundler keeps only the
 * glyphs a screen uses. Every icon is drawn on Lucide's 24px grid with its 2px stroke in `currentColor`
 * (it follows the text colour) — the kit never overrides `strokeWidth`, so all glyphs share one weight.
 * Size an icon with a class: `size-4` (16px) beside body text and inside controls, `size-5` (20px) for
 * navigation and close buttons, `size-6`–`size-8` for illustrations. Icons are decorative (`aria-hidden`,
 * Lucide's default when no `aria-label` or `title` is given): the control around them carries the name.
 *
 * This module only re-exports; it draws nothing. Brand marks (social networks) and country flags are
 * not icons and live with the components that draw them.
 */
export type { LucideIcon as IconComponent, LucideProps as IconProps } from 'lucide-react';
export {
  ArrowDown as ArrowDownIcon,
  ArrowLeft as ArrowLeftIcon,
  ArrowUp as ArrowUpIcon,
  ArrowUpDown as ArrowUpDownIcon,
  Bell as BellIcon,
  Building2 as BuildingIcon,
  Calendar as CalendarIcon,
  ChartColumn as ChartColumnIcon,
  ChartPie as ChartPieIcon,
  Check as CheckIcon,
  ChevronDown as ChevronDownIcon,
  ChevronLeft as ChevronLeftIcon,
  ChevronRight as ChevronRightIcon,
  ChevronUp as ChevronUpIcon,
  ChevronsUpDown as ChevronsUpDownIcon,
  CircleAlert as AlertCircleIcon,
  CircleCheck as CircleCheckIcon,
  Circle as CircleIcon,
  CircleX as CircleXIcon,
  Clock as ClockIcon,
  Cloud as CloudIcon,
  Copy as CopyIcon,
  Download as DownloadIcon,
  Eye as EyeIcon,
  EyeOff as EyeOffIcon,
  FileText as FileTextIcon,
  Files as FilesIcon,
  Globe as GlobeIcon,
  IdCard as IdCardIcon,
  KeyRound as KeyIcon,
  Laptop as LaptopIcon,
  House as HomeIcon,
  Inbox as InboxIcon,
  Landmark as LandmarkIcon,
  Info as InfoIcon,
  LogOut as LogOutIcon,
  Mail as MailIcon,
  Menu as MenuIcon,
  Minus as MinusIcon,
  Pencil as PencilIcon,
  RotateCcw as RotateCcwIcon,
  ScrollText as ScrollTextIcon,
  Search as SearchIcon,
  Send as SendIcon,
  ShieldCheck as ShieldCheckIcon,
  Smartphone as SmartphoneIcon,
  Trash2 as TrashIcon,
  TrendingUp as TrendingUpIcon,
  TriangleAlert as TriangleAlertIcon,
  Upload as UploadIcon,
  User as UserIcon,
  Users as UsersIcon,
  Wallet as WalletIcon,
  X as CloseIcon,
} from 'lucide-react';
