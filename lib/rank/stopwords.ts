// Words that appear in almost any prompt and say nothing about which memory is needed.
// IDF already discounts common words; these lists only keep a long prompt from spending
// its query budget on them. Kept short on purpose: rare words are never stopwords here.

/** The words of a list; marked pure, so a bundle that never ranks leaves the lists out. */
const wordsOf = (text: string): string[] => text.split(/\s+/).filter(Boolean);

export const ENGLISH_STOPWORDS = /* @__PURE__ */ new Set(
  /* @__PURE__ */ wordsOf(
    `a an the and or but if then so to of in on at by for from with without into onto about as is are was were be been being
  it its this that these those there here i me my we our us you your he she they them their what which who whom how why
  when where do does did doing done have has had having can could should would will shall may might must not no yes
  just also again still very really too any some all each every more most other such only own same than up down out off
  over under once get got getting use used uses using please thanks thank hey hi ok okay lets let like want need know
  think see look make made try tried trying help happen happened happens thing things something anything way now today`,
  ),
);

export const KOREAN_STOPWORDS = /* @__PURE__ */ new Set(
  /* @__PURE__ */ wordsOf(
    `이 그 저 것 거 게 수 때 중 후 전 및 등 시 쓰 뜨 떠 건가 건지 거야 거지 떴 뜸 떠요 떴어 떴어요 나요 나와요 났어요 더 잘 안 못 다 또 왜 좀 뭐 걸 건 데 듯 좀더 있 없 하 되 같 알 보 주 줘 봐 해
  이거 그거 저거 이것 그것 이런 그런 저런 이번 지금 다시 계속 갑자기 어떻게 어떤 무슨 어디 언제 뭔가 뭐가 그냥 혹시 진짜 너무
  그리고 근데 그런데 그래서 그러면 그럼 하지만 아니 아니면 우리 제가 내가 저희 여기 거기 하나 모든 전부 같은 같아 같이 있는
  있어 있음 있다 없는 없어 없다 알려 알려줘 해줘 해주세요 부탁 정도 관련 경우 방법 문제 이유 때문 때문에 위해 통해 대해 대한
  이제 아까 방금 오늘 어제 요즘 일단 먼저 나중 자꾸 항상 원래 보니 보니까 하는데 했는데 하려는데 어떡 어떡해 어떻게 뭘 뭐지 왜지`,
  ),
);
