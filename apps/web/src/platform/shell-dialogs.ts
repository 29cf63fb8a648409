import { createContext, useContext } from 'react';

/** Lets pages know whether a shell dialog (友情提醒, 修改密码) is up, so they hold their own popups. */
export const ShellDialogContext = createContext<{ dialogOpen: boolean; openPasswordDialog: () => void }>({
  dialogOpen: false,
  openPasswordDialog: () => undefined,
});

export const useShellDialogs = () => useContext(ShellDialogContext);
