import type { HookHandler } from '../hook-runtime.js';
import { launchDirOf, memoryListFor } from './memory-list.js';

export const handleUserPromptSubmit: HookHandler = (input, ctx) => memoryListFor(launchDirOf(input, ctx), ctx);
