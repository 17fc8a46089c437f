import { config } from "zod";

/**
 * The sites run under a Content-Security-Policy without 'unsafe-eval'. Zod compiles object
 * parsers with `new Function` unless told not to, and its probe for that counts as a CSP
 * violation: the browser entry imports this module first so schemas parse without eval.
 */
config({ jitless: true });
