//! Bytes as hex digits, as certificate fingerprints, token secrets, connect tokens in tickets
//! and session tokens are written.

/// Lower-case hex digits, two per byte.
pub fn encode(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// The bytes of `text`, two hex digits each (either case), or `None` for anything else.
pub fn decode(text: &str) -> Option<Vec<u8>> {
    let digits: Option<Vec<u8>> = text.chars().map(|c| c.to_digit(16).map(|d| d as u8)).collect();
    let digits = digits?;
    if digits.len() % 2 != 0 {
        return None;
    }
    Some(digits.chunks(2).map(|pair| pair[0] << 4 | pair[1]).collect())
}
