//! A lobby's pass: what a connect token issued by the lobby service says about its holder
//! (the account, and the match and seat it is for). It travels in the token's user data,
//! sealed with the servers' token secret, so a server believes it without asking anyone;
//! tokens a server issues itself carry random bytes there, which never read as a pass.

use renetcode::NETCODE_USER_DATA_BYTES;

/// The first bytes of a pass: a server's own tokens carry random user data, which begins so
/// once in 2^64.
const MAGIC: [u8; 8] = *b"SGMPASS1";

/// Stands for "any seat" in the seat byte.
const ANY_SEAT: u8 = u8::MAX;

/// Who the lobby says the holder is, and what for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pass {
    /// The account's name: the server shows it instead of the name the client says.
    pub account: String,
    /// The match the token was issued for.
    pub code: String,
    /// The seat kept for the account in that match (`None`: the holder joins any free one).
    pub seat: Option<u8>,
}

impl Pass {
    /// The pass as a token's user data, or why it does not fit.
    pub fn to_user_data(&self) -> Result<[u8; NETCODE_USER_DATA_BYTES], String> {
        let mut data = [0u8; NETCODE_USER_DATA_BYTES];
        let mut bytes = MAGIC.to_vec();
        for field in [&self.account, &self.code] {
            let length = u8::try_from(field.len()).map_err(|_| format!("'{field}' is too long for a pass"))?;
            bytes.push(length);
            bytes.extend_from_slice(field.as_bytes());
        }
        bytes.push(self.seat.unwrap_or(ANY_SEAT));
        if bytes.len() > data.len() {
            return Err("the account and match code are too long for a pass".into());
        }
        data[..bytes.len()].copy_from_slice(&bytes);
        Ok(data)
    }

    /// The pass in a token's user data, if it holds one.
    pub fn from_user_data(data: &[u8; NETCODE_USER_DATA_BYTES]) -> Option<Pass> {
        let rest = data.strip_prefix(&MAGIC)?;
        let (account, rest) = field(rest)?;
        let (code, rest) = field(rest)?;
        let seat = *rest.first()?;
        Some(Pass { account, code, seat: (seat != ANY_SEAT).then_some(seat) })
    }
}

/// A length-prefixed UTF-8 field and what follows it.
fn field(bytes: &[u8]) -> Option<(String, &[u8])> {
    let (&length, rest) = bytes.split_first()?;
    let text = rest.get(..length as usize)?;
    Some((String::from_utf8(text.to_vec()).ok()?, &rest[length as usize..]))
}
