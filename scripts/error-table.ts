/** Prints the table of error codes of docs/guide.md from src/errors.ts (npm run docs:errors). */
import { errorCodesMarkdown } from '../src/http/error-docs.js';

console.log(errorCodesMarkdown());
