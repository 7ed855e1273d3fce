"use strict";try{require("./memory-read.cjs")}catch{}
