import type { PackageSource } from '../model/package-source.js';

/**
 * How to get a lost file of the package back, where it came from (lib/settings/package-source.ts),
 * in each language; install's refusal and doctor's fix both end in it. The package is
 * installed from its .tgz, so no command names it on the registry.
 */
export const REINSTALL = {
  en: (source: PackageSource): string => {
    switch (source.kind) {
      case 'checkout':
        return `\`git -C ${source.checkout} checkout -- plugin/dist\` brings the committed build back (or \`cd ${source.checkout} && npm install && npm run build\` builds it)`;
      case 'plugin':
        return `reinstall the plugin: \`claude plugin uninstall ${source.id}\`, then \`claude plugin install ${source.id}\` (\`claude plugin update\` leaves a copy of the same version as it is)`;
      case 'npm':
        return 'reinstall the package from the .tgz it came from (`npm install -g <file>.tgz`, or without -g in the project that holds it)';
    }
  },
  ko: (source: PackageSource): string => {
    switch (source.kind) {
      case 'checkout':
        return `\`git -C ${source.checkout} checkout -- plugin/dist\`로 커밋된 빌드를 되돌리세요 (또는 \`cd ${source.checkout} && npm install && npm run build\`로 다시 빌드)`;
      case 'plugin':
        return `plugin을 다시 설치하세요: \`claude plugin uninstall ${source.id}\` 다음 \`claude plugin install ${source.id}\` (\`claude plugin update\`는 같은 버전의 사본을 그대로 둡니다)`;
      case 'npm':
        return '패키지를 받은 .tgz로 다시 설치하세요 (`npm install -g <file>.tgz`, 프로젝트에 설치했다면 그 프로젝트에서 -g 없이)';
    }
  },
};
