//! What Tactigon's computer players see: the evaluations' hooks, and the position as the HTN
//! player's facts, with what each legal move leads to, and how its plan becomes a move.

use super::eval;
use super::rules::{self, Kind, Side, TMove, Tactigon, bits};
use std::fmt::Write;
use stratagem_ai::AiGame;
use stratagem_ai::htn::{Plan, Term};
use stratagem_core::{Game, Seat};

impl AiGame for Tactigon {
    type Reference = eval::ReferenceEval;
    type Tuned = eval::TunedEval;

    fn greedy_score(&self, seat: Seat) -> i32 {
        eval::greedy_score(self, seat)
    }

    fn htn_domain() -> Option<&'static str> {
        Some("tactigon.htn")
    }

    fn htn_facts(&self) -> String {
        htn_facts(self)
    }

    fn htn_goal(&self) -> String {
        format!("doAI({})", side_atom(self.side_to_move()))
    }

    /// The plan's `move(Piece, From, To)` or `attack(Piece, From, To)`.
    fn move_from_plan(&self, plan: &Plan) -> Option<TMove> {
        let step = plan.steps.iter().find(|s| s.operator.is_named("move") || s.operator.is_named("attack"))?;
        let [_, from, to] = step.operator.args() else { return None };
        let tile = |t: &Term| match t.args() {
            [Term::Int(x), Term::Int(y)] if t.is_named("tile") => self.board().tile((*x as i32, *y as i32)),
            _ => None,
        };
        Some(TMove { from: tile(from)?, to: tile(to)? })
    }
}

fn side_atom(side: Side) -> &'static str {
    match side {
        Side::Cian => "Cian",
        Side::Red => "Red",
    }
}

/// The position as HTN facts for `assets/ai/tactigon.htn` (its header lists them).
fn htn_facts(state: &Tactigon) -> String {
    let board = state.board();
    let mut text = String::new();
    let tile = |t: u8| {
        let (x, y) = board.offset(t);
        format!("tile({x},{y})")
    };
    for t in 0..board.len() as u8 {
        let hex = board.hex(t);
        let _ = writeln!(text, "{}. cube({}, {}, {}).", tile(t), tile(t), hex.x, hex.y);
    }
    for &g in board.gold() {
        let _ = writeln!(text, "gold({}).", tile(g));
    }
    for kind in Kind::ALL {
        let value = if kind == Kind::Pentagon { 100 } else { kind.sides() };
        let _ = writeln!(text, "value({kind:?}, {value}).");
    }
    let mut names = std::collections::HashMap::new();
    let mut counts = std::collections::HashMap::new();
    for (t, piece) in state.pieces() {
        let n = counts.entry((piece.side, piece.kind)).or_insert(0);
        *n += 1;
        let name = format!("{}-{:?}-{n}", side_atom(piece.side), piece.kind);
        let _ = writeln!(text, "piece({name}, {:?}, {}). at({name}, {}).", piece.kind, side_atom(piece.side), tile(t));
        names.insert(t, name);
    }
    let me = state.side_to_move();
    let mut danger = 0u128;
    for (t, piece) in state.pieces() {
        let (moves, attacks) = state.reach(t);
        if piece.side != me {
            danger |= moves | attacks;
            for target in bits(attacks) {
                let _ = writeln!(text, "threat({}, {}).", names[&t], names[&target]);
            }
            continue;
        }
        for to in bits(moves) {
            let _ = writeln!(text, "canMove({}, {}).", names[&t], tile(to));
        }
        for target in bits(attacks) {
            let defender = state.piece_at(target).expect("an attack has a target").kind;
            let result =
                if rules::combat(piece.kind, defender) == rules::Combat::BothCaptured { "traded" } else { "won" };
            let _ = writeln!(text, "canAttack({}, {}, {result}).", names[&t], names[&target]);
        }
    }
    for t in bits(danger) {
        let _ = writeln!(text, "danger({}).", tile(t));
    }
    let _ = writeln!(text, "quietTurns({}).", state.no_capture_turns());
    lookahead_facts(state, &names, &mut text);
    text
}
/// How many times the side going for the gold may take it again in `forces_gold`.
const GOLD_DEPTH: u32 = 4;

fn held(state: &Tactigon, side: Side) -> u128 {
    state.tiles_of(side).fold(0u128, |m, t| m | 1u128 << t)
}

/// Whether the side to move can take every gold tile so that the other side cannot take one
/// back (nor the pentagon) for good: it wins on gold at the start of its next turn.
fn forces_gold(state: &Tactigon, gold: u128, depth: u32) -> bool {
    let side = state.side_to_move();
    for from in state.tiles_of(side) {
        for to in bits({
            let (quiet, attacks) = state.reach(from);
            (quiet | attacks) & gold
        }) {
            let mut after = state.clone();
            after.apply(TMove { from, to });
            if after.finished().is_some() || held(&after, side) & gold != gold {
                continue;
            }
            if !gold_refuted(&after, gold, depth) {
                return true;
            }
        }
    }
    false
}

/// Whether the side to move, facing an enemy on every gold tile, can take one back (or the
/// enemy pentagon) without the enemy forcing the gold again.
fn gold_refuted(state: &Tactigon, gold: u128, depth: u32) -> bool {
    let pentagon = state.pentagon(state.side_to_move().other()).map_or(0, |p| 1u128 << p);
    for from in state.tiles_of(state.side_to_move()) {
        let attacks = state.reach(from).1;
        if attacks & pentagon != 0 {
            return true;
        }
        for to in bits(attacks & gold) {
            let mut after = state.clone();
            after.apply(TMove { from, to });
            if depth <= 1 || after.finished().is_some() || !forces_gold(&after, gold, depth - 1) {
                return true;
            }
        }
    }
    false
}

/// The enemy's (the side to move's) quiet moves after which its piece attacks two of our
/// pieces it would win, or our pentagon, and none of ours can take it: how many lead to two
/// such attacks, and how many to an attack on the pentagon.
fn forks(state: &Tactigon) -> (u32, u32) {
    let them = state.side_to_move();
    let me = them.other();
    let (mut forks, mut checks) = (0, 0);
    for from in state.tiles_of(them) {
        let attacker = state.piece_at(from).expect("a piece").kind;
        for to in bits(state.reach(from).0) {
            let mut after = state.clone();
            after.apply(TMove { from, to });
            let victims: Vec<Kind> = bits(after.reach(to).1)
                .filter_map(|t| after.piece_at(t).map(|p| p.kind))
                .filter(|&k| k == Kind::Pentagon || rules::combat(attacker, k) == rules::Combat::DefenderCaptured)
                .collect();
            let check = victims.contains(&Kind::Pentagon);
            if !check && victims.len() < 2 {
                continue;
            }
            if after.tiles_of(me).any(|t| after.reach(t).1 >> to & 1 == 1) {
                continue;
            }
            if check {
                checks += 1;
            } else {
                forks += 1;
            }
        }
    }
    (forks, checks)
}

/// What each legal move of the side to move leads to, one ply on (and two for the gold and
/// the replies' recaptures), so the domain can weigh a move by what it risks:
/// `reply(Piece, To, Enemy, Victim, Result, Back)`, `ends(Piece, To, Winner)`,
/// `goldLost(Piece, To)`, `goldWon(Piece, To)`, `goldControl(Piece, To, Ours, Theirs)`,
/// `exposure(Piece, To, N, Hunters)`.
fn lookahead_facts(state: &Tactigon, names: &std::collections::HashMap<u8, String>, text: &mut String) {
    let me = state.side_to_move();
    let them = me.other();
    let gold: u128 = state.board().gold().iter().fold(0, |m, &g| m | 1u128 << g);
    let mut moves = Vec::new();
    state.legal_moves(&mut moves);
    for mv in moves {
        let mover = &names[&mv.from];
        let to = {
            let (x, y) = state.board().offset(mv.to);
            format!("tile({x},{y})")
        };
        // The name of the piece on a tile after the move.
        let name_after =
            |t: u8| -> &str { if t == mv.to { mover.as_str() } else { names.get(&t).map_or("none", |n| n.as_str()) } };
        let mut child = state.clone();
        child.apply(mv);
        if let Some(winner) = child.finished() {
            let who = winner.map_or("nobody", |s| side_atom(Side::of(s)));
            let _ = writeln!(text, "ends({mover}, {to}, {who}).");
            continue;
        }
        if gold != 0 && held(&child, me) & gold == gold && !gold_refuted(&child, gold, GOLD_DEPTH) {
            let _ = writeln!(text, "goldWon({mover}, {to}).");
        }
        let gold_lost = gold != 0 && forces_gold(&child, gold, GOLD_DEPTH);
        let mut exposed = 0u128;
        let mut hunters = 0u32;
        for from in child.tiles_of(them) {
            let enemy = child.piece_at(from).expect("a piece");
            let (quiet, attacks) = child.reach(from);
            // Tiles this piece could attack after one quiet move.
            let around = bits(quiet).fold(attacks, |m, t| m | child.board().neighbour_mask(t));
            for target in bits(around & held(&child, me)) {
                let victim = child.piece_at(target).expect("a piece");
                if rules::combat(enemy.kind, victim.kind) != rules::Combat::CannotAttack {
                    exposed |= 1u128 << target;
                    if victim.kind == Kind::Pentagon {
                        hunters += 1;
                    }
                }
            }
            for target in bits(attacks) {
                let victim = child.piece_at(target).expect("a target");
                let traded = rules::combat(enemy.kind, victim.kind) == rules::Combat::BothCaptured;
                let mut back = "none".to_string();
                if !traded && victim.kind != Kind::Pentagon {
                    let mut after = child.clone();
                    after.apply(TMove { from, to: target });
                    // The best piece to take the tile back: one that wins, the cheapest first.
                    let best = after
                        .tiles_of(me)
                        .filter(|&t| after.reach(t).1 >> target & 1 == 1)
                        .map(|t| {
                            let kind = after.piece_at(t).expect("a piece").kind;
                            let trades = rules::combat(kind, enemy.kind) == rules::Combat::BothCaptured;
                            ((trades, kind.sides()), t)
                        })
                        .min();
                    if let Some((_, t)) = best {
                        back = name_after(t).to_string();
                    }
                }
                let result = if traded { "traded" } else { "won" };
                let _ =
                    writeln!(text, "reply({mover}, {to}, {}, {}, {result}, {back}).", names[&from], name_after(target));
            }
        }
        if gold_lost {
            let _ = writeln!(text, "goldLost({mover}, {to}).");
        }
        // How strongly each side holds the gold tiles: two for a tile it stands on, one for each
        // piece that could move onto or attack a gold tile.
        let control = |side: Side| -> u32 {
            let reach: u32 = child
                .tiles_of(side)
                .map(|t| {
                    let (quiet, attacks) = child.reach(t);
                    ((quiet | attacks) & gold).count_ones()
                })
                .sum();
            reach + 2 * (held(&child, side) & gold).count_ones()
        };
        let _ = writeln!(text, "goldControl({mover}, {to}, {}, {}).", control(me), control(them));
        let _ = writeln!(text, "exposure({mover}, {to}, {}, {hunters}).", exposed.count_ones());
        let (forks, checks) = forks(&child);
        let _ = writeln!(text, "forks({mover}, {to}, {forks}, {checks}).");
    }
}
