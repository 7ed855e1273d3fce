// A scripted reply that is worked out from the request it answers. The stand-in takes a
// queued reply off its queue only when a main request arrives, after logging that
// request, and reads the block's fields right then; getters therefore see the request
// (for example a command the hook put in front of the model) and can answer with it.
import type { ReplyBlock, StandIn } from './stand-in.js';

export function toolUseFromRequest(standIn: StandIn, name: string, build: (body: unknown) => Record<string, unknown>): ReplyBlock {
  return {
    type: 'tool_use',
    name,
    get input(): Record<string, unknown> {
      const bodies = standIn.mainBodies();
      return build(bodies[bodies.length - 1]);
    },
  };
}
