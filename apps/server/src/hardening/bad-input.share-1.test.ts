import { badInputSuite } from './bad-input-suite.ts';

badInputSuite(0, 2);
