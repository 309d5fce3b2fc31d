//! A persistent stack: pushing shares the tail, so each alternative of a search keeps its own
//! goal list, task list or plan without copying the others'.

use std::sync::Arc;

#[derive(Debug, Default)]
pub enum List<T> {
    #[default]
    Nil,
    Cons(Arc<(T, List<T>)>),
}

impl<T> Clone for List<T> {
    fn clone(&self) -> Self {
        match self {
            List::Nil => List::Nil,
            List::Cons(node) => List::Cons(node.clone()),
        }
    }
}

/// Dropping a long list the usual way recurses once per item. Instead, each tail that this
/// list alone holds is cut off before its node is dropped.
impl<T> Drop for List<T> {
    fn drop(&mut self) {
        let List::Cons(node) = self else { return };
        let Some((_, tail)) = Arc::get_mut(node) else { return };
        let mut rest = std::mem::take(tail);
        while let List::Cons(node) = &mut rest
            && let Some((_, tail)) = Arc::get_mut(node)
        {
            rest = std::mem::take(tail);
        }
    }
}

impl<T> List<T> {
    /// A list with `item` on top of this one.
    pub fn push(&self, item: T) -> List<T> {
        List::Cons(Arc::new((item, self.clone())))
    }

    /// `items` in front of this list, the first item on top.
    pub fn prepend<I: DoubleEndedIterator<Item = T>>(&self, items: I) -> List<T> {
        items.rev().fold(self.clone(), |rest, item| rest.push(item))
    }

    /// The items from the top down.
    pub fn iter(&self) -> impl Iterator<Item = &T> {
        let mut at = self;
        std::iter::from_fn(move || match at {
            List::Nil => None,
            List::Cons(node) => {
                at = &node.1;
                Some(&node.0)
            }
        })
    }

    /// The items in the order they were pushed.
    pub fn oldest_first(&self) -> Vec<T>
    where
        T: Clone,
    {
        let mut items: Vec<T> = self.iter().cloned().collect();
        items.reverse();
        items
    }
}
