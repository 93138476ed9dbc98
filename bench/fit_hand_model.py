"""Fit ``belote_teach.evaluation``'s model to the solved layouts of ``hand_model.py sample``.

Per trump mode (a suit, no trumps, all trumps) and cards known (six, eight): least squares (a
little ridge) of the team's card points (a capot counted as 162) on the features of
``evaluation.features``; the chance of a capot as a logistic curve of that mean; the spread of the
other outcomes around their own mean, in bins of the mean. Writes ``belote_teach/evaluation_model.py``
and prints, for each model, its samples, the five-fold cross-validated error of the mean, the
spread and every weight.
"""

from __future__ import annotations

import itertools
import json
from pathlib import Path

import numpy as np

from belote_teach import evaluation_model
from belote_teach.evaluation import FEATURE_NAMES, SHARED, features, mode_of, outlook_of, place_of, tempered
from belote_teach.rules import Rules
from belote_teach.trump import Trump

OUT = Path(__file__).resolve().parents[1] / "belote_teach" / "evaluation_model.py"
RIDGE = 1.0
BINS = 6
NS = ("N", "S")


def samples(path: Path) -> dict[str, list[tuple[list[float], float, str]]]:
    """model name → (features, team points with a capot as 162, who won every trick: "us", "them" or "")
    of every fair hand."""
    found: dict[str, list[tuple[list[float], float, str]]] = {}
    deals = [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
    for deal in deals:
        rules = Rules.coerce(deal["rules"])
        trump = Trump.parse(deal["trump"])
        required = rules.undertrump == "required"
        seats = [deal["chooser"]] if deal["chooser"] else ["N", "E", "S", "W"]
        for seat in seats:
            ours = "NS" if seat in NS else "EW"
            points = deal["ns"] if ours == "NS" else 162 - deal["ns"]
            capot = "" if deal["capot"] is None else "us" if deal["capot"] == ours else "them"
            place = place_of(seat, deal["leader"], rules)
            for known, mask in ((8, deal["hands"][seat]), (6, deal["seen"][seat])):
                row = features(mask, trump, place, required)
                found.setdefault(f"{mode_of(trump)}/{known}", []).append((row, float(points), capot))
    print(f"{len(deals)} solved deals")
    return found


def least_squares(x: np.ndarray, y: np.ndarray) -> np.ndarray:
    penalty = RIDGE * np.eye(x.shape[1])
    penalty[0, 0] = 0  # the constant goes free
    return np.linalg.solve(x.T @ x + penalty, x.T @ y)


def logistic(x: np.ndarray, y: np.ndarray, steps: int = 50) -> np.ndarray:
    """Logistic regression by Newton's method (a little ridge keeps it finite when nothing is a capot)."""
    w = np.zeros(x.shape[1])
    for _ in range(steps):
        p = 1 / (1 + np.exp(-(x @ w)))
        gradient = x.T @ (p - y) + 1e-3 * w
        hessian = x.T @ (x * (p * (1 - p))[:, None]) + 1e-3 * np.eye(x.shape[1])
        w -= np.linalg.solve(hessian, gradient)
    return w


def fit_points(name: str, rows: list[tuple[list[float], float, str]]) -> np.ndarray:
    """The weights of the mean (a capot counted as 162), with their five-fold cross-validated error."""
    x = np.array([row for row, _, _ in rows], dtype=float)
    y = np.array([points for _, points, _ in rows])
    folds = np.random.default_rng(0).integers(0, 5, len(y))
    errors = np.empty(len(y))
    for k in range(5):
        w = least_squares(x[folds != k], y[folds != k])
        errors[folds == k] = y[folds == k] - np.clip(x[folds == k] @ w, 0, 162)
    weights = least_squares(x, y)
    print(f"\n{name}: {len(y)} hands, mean {y.mean():.1f}, sd {y.std():.1f}; cross-validated error of the mean: "
          f"rms {np.sqrt((errors ** 2).mean()):.1f}, mean {errors.mean():+.1f}")
    for label, w in zip((*SHARED, *FEATURE_NAMES[name.split('/')[0]]), weights, strict=True):
        print(f"  {label:28} {w:+7.2f}")
    return weights


def spreads(rows: list[tuple[list[float], float, str]], weights: np.ndarray) -> list[tuple[float, float]]:
    """The spread of the outcomes that are no capot around their own mean (``outlook_of``), in bins of the mean."""
    x = np.array([row for row, _, _ in rows], dtype=float)
    y = np.array([points for _, points, _ in rows])
    plain_rows = np.array([who == "" for _, _, who in rows])
    mean = np.clip([tempered(m) for m in x @ weights], 0, 162)
    own = np.array([outlook_of(m, 20.0, 252).plain for m in mean])
    edges = np.quantile(own[plain_rows], np.linspace(0, 1, BINS + 1))
    table = []
    for lo, hi in itertools.pairwise(edges):
        chosen = plain_rows & (own >= lo) & (own <= hi)
        table.append((round(float(own[chosen].mean()), 1), round(float(np.sqrt(((y[chosen] - own[chosen]) ** 2).mean())), 1)))
    print("  spread by mean", table)
    return table


def fit(path: Path) -> None:
    found = samples(path)
    weights = {name: fit_points(name, rows) for name, rows in sorted(found.items())}
    # one capot curve for every model: the chance that a team wins every trick, by its mean
    means = np.concatenate([np.clip([tempered(m) for m in np.array([r for r, _, _ in rows], dtype=float) @ weights[name]],
                                    0, 162) for name, rows in sorted(found.items())])
    points = np.concatenate([[p for _, p, _ in rows] for _, rows in sorted(found.items())])
    print("\nthe tempered mean against the solved outcomes, by band of the mean (all models):")
    for low, high in ((0, 40), (40, 80), (80, 110), (110, 125), (125, 135), (135, 163)):
        band = (means >= low) & (means < high)
        if band.any():
            print(f"  {low:3}–{high:3}: {band.sum():4} hands, mean {means[band].mean():6.1f}, solved {points[band].mean():6.1f}")
    swept = np.concatenate([[1.0 if who == "us" else 0.0 for _, _, who in rows] for _, rows in sorted(found.items())])
    curve = logistic(np.column_stack([np.ones(len(means)), (means - 162) / 10]), swept)
    evaluation_model.CAPOT_CURVE = (round(float(curve[0]), 4), round(float(curve[1]), 4))
    print(f"\ncapot curve {evaluation_model.CAPOT_CURVE}: {int(swept.sum())} capots in {len(swept)} hands")
    deals = sum(1 for line in path.read_text().splitlines() if line.strip())
    lines = [
        '"""The hand evaluation\'s fitted weights (``evaluation``): written by ``bench/hand_model.py fit`` from',
        f'{deals} solved deals (``bench/data/layouts.jsonl``). Do not edit: sample and fit again."""',
        "",
        f"CAPOT_CURVE = {evaluation_model.CAPOT_CURVE!r}",
        '"""The chance that a team wins every trick: logistic in (its mean card points − 162) / 10."""',
        "",
    ]
    tables = {}
    for name, rows in sorted(found.items()):
        tables[name] = spreads(rows, weights[name])
    lines += ["MODELS: dict[str, tuple[tuple[float, ...], tuple[tuple[float, float], ...]]] = {"]
    for name in sorted(found):
        points = tuple(round(float(w), 3) for w in weights[name])
        lines.append(f"    {name!r}: (")
        lines.append(f"        {points!r},")
        lines.append(f"        {tuple(tables[name])!r},")
        lines.append("    ),")
    lines.append("}")
    lines.append('"""Per trump mode and cards known: the weights of the mean (``evaluation.features``), and the spread')
    lines.append('by mean (pairs of a mean and a spread)."""')
    OUT.write_text("\n".join(lines) + "\n")
    print(f"\nwrote {OUT}")
