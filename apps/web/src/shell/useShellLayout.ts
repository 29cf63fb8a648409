/** The shell's widths: the platform's screen layout (the kit's forms read the same). */
export { useScreenLayout as useShellLayout } from '@/platform/screen-layout';
