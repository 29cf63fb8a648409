/**
 * Where a value this browser kept but that cannot be used is reported (the error log, wired by
 * createPlatform). Its own module without zod: the platform is created before the login page,
 * whose code stays free of the schema library.
 */
type Reporter = (key: string, problem: string) => void;

let reporter: Reporter = () => undefined;

export function reportStoredProblemsTo(report: Reporter) {
  reporter = report;
}

export function reportStoredProblem(key: string, problem: string) {
  try {
    reporter(key, problem);
  } catch {
    /* a logger must not break a read */
  }
}
