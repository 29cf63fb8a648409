import classes from './SandboxMark.module.css';

/**
 * On the sandbox the data are made up: a thin mark in the corner says so on every page and opens
 * its console (the regulator's side, the clock, faults and the call journal) in a new window.
 */
export function SandboxMark({ href }: { href: string }) {
  return (
    <a
      className={classes.mark}
      href={href}
      target="_blank"
      rel="noopener"
      title="打开模拟环境控制台（受理、退回、办结、模拟支付、时钟与调用日志）"
    >
      模拟环境
    </a>
  );
}
