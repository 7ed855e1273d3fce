"use strict";let r;try{r=require("./run-bundle.cjs")}catch{}r&&r.runBundle(require("node:path").join(__dirname,"./pre-compact.bundle.cjs"),require);process.exit();
