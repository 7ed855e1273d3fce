"use strict";let r;try{r=require("./run-bundle.cjs")}catch{}r&&r.runBundle(require("node:path").join(__dirname,"./session-start.bundle.cjs"),require,"SessionStart");process.exit();
