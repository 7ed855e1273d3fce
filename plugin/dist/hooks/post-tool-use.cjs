"use strict";let r;try{r=require("./run-bundle.cjs")}catch{}r&&r.runBundle(require("node:path").join(__dirname,"./post-tool-use.bundle.cjs"),require,"PostToolUse");process.exit();
