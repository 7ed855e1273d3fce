"use strict";let r;try{r=require("./user-prompt-submit.cjs")}catch{}r&&r.runBundle(require("node:path").join(__dirname,"./post-tool-use.bundle.cjs"),require,"PreCompact");process.exit();
