#!/usr/bin/env node
import { enableBulkTiering } from '../lib/index/tiering.js';
import { main } from './main.js';

// a command exits when done: it may tune V8 for a short run (lib/tiering.ts)
enableBulkTiering();
process.exitCode = await main(process.argv.slice(2));
