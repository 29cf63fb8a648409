/**
 * Which open tabs hold unsaved changes. A form registers under its tab key; closing that tab then
 * asks 确定要关闭这一页吗 first, like a route with a before-close rule.
 */
const dirtyTabs = new Set<string>();

export const markDirty = (tabKey: string, dirty: boolean) => { if (dirty) dirtyTabs.add(tabKey); else dirtyTabs.delete(tabKey); };
export const isDirty = (tabKey: string) => dirtyTabs.has(tabKey);
