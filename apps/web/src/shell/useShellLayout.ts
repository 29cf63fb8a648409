// The shell's layout follows the app's widths, which the kit's dialogs share (full screen on a phone).
export { useWidths as useShellLayout } from '@/kit/useWidths';
