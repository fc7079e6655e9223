/** Prints the README's table of error codes from src/errors.ts (npm run docs:errors). */
import { errorCodesMarkdown } from '../src/http/error-docs.js';

console.log(errorCodesMarkdown());
