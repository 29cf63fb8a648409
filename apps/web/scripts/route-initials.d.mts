import type { Plugin } from 'vite';
export function routeFiles(srcDir: string): string[];
export function chineseLiterals(source: string): Set<string>;
export function initialsOf(text: string): string;
export function routeInitials(srcDir: string): Record<string, string>;
export function routeInitialsPlugin(srcDir: string): Plugin;
