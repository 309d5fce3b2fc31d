//! What players, perft and the game seat need of a description's rules, whichever engine runs
//! them: the resolver (the reference) or the compiled engine (the fast one).

use std::fmt::Debug;
use std::hash::Hash;
use stratagem_ai::htn::Term;

/// A description made ready to play: its roles, start, moves, successors, end and goals.
/// Errors are the description's (a query out of budget, a role with two goals), as
/// `file: problem` text.
pub trait Machine: Send + Sync + 'static {
    type State: Clone + Eq + Hash + Debug + Send + Sync + 'static;
    type Move: Clone + PartialEq + Debug + Send + Sync + 'static;

    /// The roles' names, in the order of their `role` facts.
    fn role_names(&self) -> Vec<String>;
    fn initial(&self) -> Self::State;
    fn is_terminal(&self, state: &Self::State) -> Result<bool, String>;
    /// Role `role`'s legal moves, sorted by their text.
    fn legal(&self, state: &Self::State, role: usize) -> Result<Vec<Self::Move>, String>;
    /// The state after a joint move: one move per role, in role order.
    fn next(&self, state: &Self::State, joint: &[Self::Move]) -> Result<Self::State, String>;
    /// Each role's goal value (0 to 100), in role order.
    fn goals(&self, state: &Self::State) -> Result<Vec<u32>, String>;
    /// A move as the description writes it, `(mark 1 1)` or `noop`.
    fn move_term(&self, mv: &Self::Move) -> Term;
    /// The facts true in a state, sorted by their text.
    fn facts(&self, state: &Self::State) -> Vec<Term>;

    /// Every joint move's successor, one move of each role's list in role order, the last
    /// role's changing fastest. Engines override it to work `state` out once for all of them.
    fn successors(&self, state: &Self::State, per_role: &[Vec<Self::Move>]) -> Result<Vec<Self::State>, String> {
        each_successor(self, state, per_role)
    }

    /// Plays uniformly random joint moves from `state` to the end and gives the goals there,
    /// or `None` if there is no end within `steps` joint moves (a description that loops);
    /// `pick(n)` chooses one of `n` moves. Monte-Carlo players and the benchmark call this;
    /// engines override it to play without building a state at every step.
    fn playout(
        &self,
        state: &Self::State,
        steps: usize,
        pick: &mut dyn FnMut(usize) -> usize,
    ) -> Result<Option<Vec<u32>>, String> {
        let roles = self.role_names().len();
        let mut state = state.clone();
        let mut joint = Vec::with_capacity(roles);
        for _ in 0..=steps {
            if self.is_terminal(&state)? {
                return self.goals(&state).map(Some);
            }
            joint.clear();
            for role in 0..roles {
                let mut moves = self.legal(&state, role)?;
                if moves.is_empty() {
                    return Err(format!("role {role} has no legal move in a state that is not terminal"));
                }
                joint.push(moves.swap_remove(pick(moves.len()).min(moves.len() - 1)));
            }
            state = self.next(&state, &joint)?;
        }
        Ok(None)
    }
}

/// Every joint move's successor by [`Machine::next`], as [`Machine::successors`] orders them.
pub fn each_successor<M: Machine + ?Sized>(
    machine: &M,
    state: &M::State,
    per_role: &[Vec<M::Move>],
) -> Result<Vec<M::State>, String> {
    let mut out = Vec::new();
    successors_into(machine, state, per_role, &mut Vec::with_capacity(per_role.len()), &mut out)?;
    Ok(out)
}

/// Every joint move's successor, roles' moves taken in order, into `out`.
fn successors_into<M: Machine + ?Sized>(
    machine: &M,
    state: &M::State,
    per_role: &[Vec<M::Move>],
    joint: &mut Vec<M::Move>,
    out: &mut Vec<M::State>,
) -> Result<(), String> {
    let Some(moves) = per_role.get(joint.len()) else {
        out.push(machine.next(state, joint)?);
        return Ok(());
    };
    for mv in moves {
        joint.push(mv.clone());
        successors_into(machine, state, per_role, joint, out)?;
        joint.pop();
    }
    Ok(())
}
