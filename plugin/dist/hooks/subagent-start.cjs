"use strict";let r;try{r=require("./user-prompt-submit.cjs")}catch{}r&&r.runBundle(require("node:path").join(__dirname,"./user-prompt-submit.bundle.cjs"),require,"SubagentStart");process.exit();
