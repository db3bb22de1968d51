import { badInputSuite } from './bad-input-suite.ts';

badInputSuite(1, 2);
