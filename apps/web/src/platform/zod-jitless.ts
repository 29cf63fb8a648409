// Imported by the shell and the outside pages that validate, before any schema parses (the login
// page loads no zod): zod 4 compiles object parsers with
// `new Function` when it may, and probes for that once; under the deployment's CSP (script-src
// 'self', no 'unsafe-eval') the probe is reported as a violation. Without eval zod parses the same.
import { config } from 'zod';

config({ jitless: true });
