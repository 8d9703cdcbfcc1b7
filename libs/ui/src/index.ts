export { cn } from './lib/cn';
export {
  Button,
  buttonClasses,
  type ButtonProps,
  type ButtonVariant,
  type ButtonSize,
} from './lib/button/button';
export { LinkButton, linkClasses, type LinkButtonProps } from './lib/button/link-button';
export { ButtonLink, type ButtonLinkProps } from './lib/button/button-link';
export { Card, CardTitle } from './lib/card/card';
export { PageFrame, type PageFrameProps, type PageWidth } from './lib/page-frame/page-frame';
export {
  PageHeading,
  type PageHeadingProps,
  type PageHeadingSize,
} from './lib/page-frame/page-heading';
export { Heading, type HeadingProps, type HeadingSize } from './lib/heading/heading';
export {
  TitledSection,
  type TitledSectionProps,
  type TitledSectionSize,
} from './lib/titled-section/titled-section';
export { ConfirmDialog, type ConfirmDialogProps } from './lib/confirm-dialog/confirm-dialog';
export { ConfirmAction, type ConfirmActionProps } from './lib/confirm-dialog/confirm-action';
export {
  Dialog,
  DialogTrigger,
  DialogClose,
  DialogContent,
  type DialogContentProps,
} from './lib/dialog/dialog';
export {
  DropdownMenu,
  DropdownMenuTrigger,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
} from './lib/dropdown-menu/dropdown-menu';
export { Tooltip } from './lib/tooltip/tooltip';
export { Tabs, TabsList, TabsTrigger, TabsContent } from './lib/tabs/tabs';
export { ToastProvider } from './lib/toast/toast-provider';
export { useToast, type ToastMessage, type ShowToast } from './lib/toast/toast-context';
export {
  LikertScale,
  DEFAULT_LIKERT_LABELS,
  isLikertValue,
  type LikertScaleProps,
  type LikertValue,
} from './lib/likert-scale/likert-scale';
export { ProgressBar, type ProgressBarProps } from './lib/progress-bar/progress-bar';
export { LoadingScreen } from './lib/loading-screen/loading-screen';
export { ErrorState, type ErrorStateProps } from './lib/error-state/error-state';
export { EmptyState, type EmptyStateProps } from './lib/empty-state/empty-state';
export { OnetAttribution } from './lib/onet-attribution/onet-attribution';
export {
  FavouriteToggle,
  type FavouriteToggleProps,
} from './lib/favourite-toggle/favourite-toggle';
export { AppHeader, type AppHeaderProps, type NavItem } from './lib/app-header/app-header';
export { ScreenIntro, type ScreenIntroProps, type FlowLink } from './lib/screen-intro/screen-intro';
export { SignInLink, AccountPlaceholder } from './lib/sign-in-link/sign-in-link';
export { usePrefersReducedMotion } from './lib/hooks/use-prefers-reduced-motion';
export { useElementWidth } from './lib/hooks/use-element-width';
export { useServerView } from './lib/hooks/use-server-view';
export {
  BrowserFlag,
  type BrowserFlagRule,
  browserFlagScript,
} from './lib/browser-flag/browser-flag';
export { UntilKnown, type FlagWithRoom } from './lib/browser-flag/until-known';
export { TextField, type TextFieldProps } from './lib/text-field/text-field';
export { PasswordField, type PasswordFieldProps } from './lib/text-field/password-field';
export { textProblemWords } from './lib/text-field/text-problem-words';
export {
  SelectField,
  type SelectFieldProps,
  type SelectOption,
} from './lib/select-field/select-field';
export {
  ChoiceFieldset,
  type ChoiceFieldsetProps,
  type ChoiceRegistration,
} from './lib/choice-fieldset/choice-fieldset';
export { type ChoiceOption } from './lib/choice-fieldset/choice-option';
export { countInWords, maxRuleText } from './lib/choice-fieldset/choices';
export { Switch, type SwitchProps } from './lib/switch/switch';
export { CopyLinkField, type CopyLinkFieldProps } from './lib/copy-link-field/copy-link-field';
export { copyText, type CopyOutcome } from './lib/copy-link-field/copy-text';
export { ShareSummary, type ShareSummaryProps } from './lib/share-summary/share-summary';
export { FieldError } from './lib/field/field-parts';
export { SheetContent, type SheetContentProps } from './lib/sheet/sheet';
export { FilterSheet, type FilterSheetProps } from './lib/filter-sheet/filter-sheet';
export { dayInWords } from './lib/dates/day-in-words';
export { releaseFile, saveFile } from './lib/files/save-file';
export { loadMessages } from './messages';
